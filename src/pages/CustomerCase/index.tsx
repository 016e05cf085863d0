import { useParams } from 'umi';
import NotFound from '@/components/NotFound';

/** `/customerCase` and `/customerCase/:id` (digits only: anything else is the 404 page). */
export default function CustomerCasePage() {
  const { id } = useParams<{ id?: string }>();
  if (id !== undefined && !/^\d+$/.test(id)) return <NotFound />;
  return (
    <>
      <section className="lt-section">
        <div className="lt-container">
          <h1>客户案例</h1>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="case-list">
        <div className="lt-container">
          <h2 id="case-list">案例列表</h2>
        </div>
      </section>
    </>
  );
}
