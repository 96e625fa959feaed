import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Image, Skeleton, Typography } from 'antd';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { queryKeys } from '../../../adapters/api/index.ts';
import { QueryState } from '../../../adapters/ui/index.ts';
import type { Certificate } from '../../../engine/index.ts';
import type { AppRoute } from '../../lib/menu-routes.ts';
import { useSelfService } from '../self-service/index.ts';
import './certs.css';

/** The file name a certificate downloads as: its name and the stored file's extension. */
export function downloadName(cert: Pick<Certificate, 'name' | 'image' | 'file'>): string {
  const stored = cert.file || cert.image;
  const extension = /\.([a-z0-9]+)$/i.exec(stored)?.[1];
  return extension ? `${cert.name}.${extension}` : cert.name;
}

/** 电子证书 (spec section 1): the organisation's certificates, each previewed large and downloadable. */
export default function CertScreen({ route }: { route: AppRoute }) {
  const { api, assetUrl } = useSelfService();
  const certs = useQuery({ queryKey: queryKeys.certificates, queryFn: api.certificates });
  const [previewing, setPreviewing] = useState<number | null>(null);

  const pending = (
    <div className="cert-grid" aria-busy="true" aria-label="证书加载中">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="cert-card">
          <Skeleton.Image active className="cert-skeleton" />
          <Skeleton active paragraph={{ rows: 2 }} />
        </Card>
      ))}
    </div>
  );
  const empty = (
    <Empty className="cert-empty" description="暂无电子证书">
      <Typography.Text type="secondary">机构通过平台认证或获得荣誉后，证书会显示在这里。</Typography.Text>
    </Empty>
  );
  const body = (
    <QueryState query={certs} failure="证书加载失败" pending={pending} empty={empty}>
      {(list) => (
        <ul className="cert-grid" aria-label="证书列表">
          {list.map((cert) => {
            const image = assetUrl(cert.image);
            return (
              <li key={cert.id}>
                <Card
                  className="cert-card"
                  cover={
                    <Image
                      className="cert-image"
                      src={image}
                      alt={cert.name}
                      preview={{ visible: previewing === cert.id, onVisibleChange: (open) => setPreviewing(open ? cert.id : null), mask: '点击预览' }}
                    />
                  }
                  actions={[
                    <Button key="preview" type="link" icon={<EyeOutlined />} onClick={() => setPreviewing(cert.id)} aria-label={`预览 ${cert.name}`}>
                      预览
                    </Button>,
                    <Button key="download" type="link" icon={<DownloadOutlined />} href={assetUrl(cert.file || cert.image, 'file') || undefined} download={downloadName(cert)} aria-label={`下载 ${cert.name}`}>
                      下载
                    </Button>,
                  ]}
                >
                  <Card.Meta
                    title={cert.name}
                    description={
                      <dl className="cert-meta">
                        <dt>证书编号</dt>
                        <dd>{cert.cert_no}</dd>
                        <dt>发证日期</dt>
                        <dd>{cert.issued_at}</dd>
                      </dl>
                    }
                  />
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </QueryState>
  );

  return (
    <section className="cert-screen" aria-labelledby="cert-title">
      <Typography.Title level={1} id="cert-title" className="cert-title">
        {route.title}
        {certs.data && certs.data.length > 0 && <span className="cert-count">共 {certs.data.length} 张</span>}
      </Typography.Title>
      {body}
    </section>
  );
}
