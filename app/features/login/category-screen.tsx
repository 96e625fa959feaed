import { Link, useSearch } from '@tanstack/react-router';
import { Skeleton } from 'antd';
import { BankOutlined, CheckCircleFilled } from '@ant-design/icons';
import { QueryState } from '../../../adapters/ui/index.ts';
import { errorMessage } from '../../../adapters/http/index.ts';
import { useCategories } from './use-categories.ts';
import './login.css';

/**
 * /category (no layout, spec section 2): the organisation categories (type 4) as cards; choosing
 * one opens the registration with it selected (/login?mode=register&category_id=…).
 */
export default function CategoryScreen() {
  const { category_id: current }: { category_id?: number | undefined } = useSearch({ from: '/category' });
  const categories = useCategories();
  return (
    <main className="login-page">
      <section className="login-card category-card" aria-labelledby="category-title">
        <h1 id="category-title" className="login-title">
          选择机构类别
        </h1>
        <p className="category-hint">请选择贵机构所属的类别，下一步填写注册信息。</p>
        <QueryState
          query={categories}
          failure={(error) => errorMessage(error, '机构类别加载失败，请检查网络后重试')}
          pending={<Skeleton active paragraph={{ rows: 4 }} />}
          empty="暂无可选的机构类别"
        >
          {(list) => (
            <ul className="category-list">
              {list.map((category, index) => (
                <li key={category.id}>
                  <Link
                    to="/login"
                    search={{ mode: 'register', category_id: category.id }}
                    className={category.id === current ? 'category-option category-option-current' : 'category-option'}
                    aria-current={category.id === current ? 'true' : undefined}
                    autoFocus={index === 0}
                  >
                    <BankOutlined className="category-icon" aria-hidden />
                    <span className="category-name">{category.name}</span>
                    {category.id === current && <CheckCircleFilled className="category-check" aria-label="当前选择" />}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <footer className="login-links">
          <Link to="/login" search={{ mode: 'register', ...(current ? { category_id: current } : {}) }}>
            返回注册
          </Link>
          <Link to="/login">已有账号？立即登录</Link>
        </footer>
      </section>
    </main>
  );
}
