import { dateType } from './date.ts';

/** datetime: a moment, as yyyy-MM-dd HH:mm:ss text, in date's widget with the time. */
export const datetime = dateType('datetime', { label: '上线时间', key: 'online_at', size: 'M', value: '2026-09-01 08:30:00' }, { title: '日期时间', description: '日期和时间选择器，值为 yyyy-MM-dd HH:mm:ss 格式的文字' });
