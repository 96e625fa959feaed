import { PictureOutlined } from '@ant-design/icons';
import { Button, Input, Typography } from 'antd';
import { useState } from 'react';
import { MESSAGES } from '../../../engine/index.ts';
import { Modal, useFormServices } from '../../ui/index.ts';
import { FilePicker, PendingList, useUploads } from '../../form/index.ts';

// The rich-text editor's image upload dialog (spec section 2): an image (jpg, jpeg, png, gif,
// at most 5M, checked before sending) goes through the form services' uploader with its
// progress; once stored it is inserted at the cursor by its full URL, so the saved HTML shows
// it wherever it is rendered.

export interface EditorImageDialogProps {
  onInsert(image: { src: string; alt: string }): void;
  onClose(): void;
}

export function EditorImageDialog({ onInsert, onClose }: EditorImageDialogProps) {
  const { assetUrl } = useFormServices();
  const { pending, busy, start } = useUploads({ kind: 'image', rule: 'image', failMessage: MESSAGES.imageUploadFailed });
  const [alt, setAlt] = useState('');

  const upload = async (file: File) => {
    const url = await start(file);
    if (url === null) return;
    onInsert({ src: assetUrl(url), alt: alt.trim() || file.name.replace(/\.[^.]+$/, '') });
  };

  return (
    <Modal open title="插入图片" width={460} onCancel={onClose} footer={<Button onClick={onClose}>取消</Button>}>
      <Input value={alt} onChange={(event) => setAlt(event.target.value)} placeholder="图片说明（可选）" aria-label="图片说明" maxLength={50} style={{ marginBottom: 12 }} />
      <FilePicker rule="image" multiple={false} disabled={busy} onFile={(file) => void upload(file)}>
        <Button icon={<PictureOutlined />} loading={busy} disabled={busy}>
          {busy ? '上传中…' : '选择图片并上传'}
        </Button>
      </FilePicker>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        支持 jpg、jpeg、png、gif，单张不超过 5M；上传成功后插入到光标处。
      </Typography.Paragraph>
      <PendingList pending={pending} />
    </Modal>
  );
}
