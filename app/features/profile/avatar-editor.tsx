import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button } from 'antd';
import { useState } from 'react';
import { ImageCropper, preloadCropper } from '../../../adapters/form/index.ts';
import { useFeedback, useFormServices } from '../../../adapters/ui/index.ts';
import { CROPPER } from '../../../engine/index.ts';
import { useSubmitOnce } from '../../../adapters/drafts/index.ts';
import { useProfileUpdate } from './use-profile-update.ts';

/** The avatar and 更换头像: the cropper (300×300), then PATCH profile {avatar}. */
export function AvatarEditor({ avatar, name }: { avatar?: string | undefined; name: string }) {
  const { assetUrl } = useFormServices();
  const message = useFeedback();
  const [open, setOpen] = useState(false);
  const save = useProfileUpdate();
  const saving = useSubmitOnce();

  const uploaded = async (url: string) => {
    setOpen(false);
    if (await save({ avatar: url })) void message.success('头像已更换');
  };

  return (
    <div className="profile-avatar">
      <Avatar size={96} src={avatar ? assetUrl(avatar) : undefined} icon={<UserOutlined />} alt={`${name}的头像`} className="profile-avatar-image" />
      <Button size="small" loading={saving.busy} onMouseEnter={preloadCropper} onFocus={preloadCropper} onClick={() => setOpen(true)}>
        更换头像
      </Button>
      <ImageCropper open={open} size={CROPPER.avatarSize} title="更换头像" onCancel={() => setOpen(false)} onUploaded={(url) => void saving.run(() => uploaded(url))} />
    </div>
  );
}
