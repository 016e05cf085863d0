import { useParams } from 'umi';
import NotFound from '@/components/NotFound';
import PageTitle from '@/components/PageTitle';
import { aboutTypes } from '@/content/taxonomy';

/** `/aboutLantu` (type 0) and `/aboutLantu/:type` for types 0–3; any other type is the 404 page. */
export default function AboutPage() {
  const { type = '0' } = useParams<{ type?: string }>();
  const current = /^\d$/.test(type) ? aboutTypes.find((t) => String(t.type) === type) : undefined;
  if (!current) return <NotFound />;
  return (
    <>
      <PageTitle section={current.name} />
      <section className="lt-section">
        <div className="lt-container">
          <h1>关于我们</h1>
          <h2>{current.name}</h2>
        </div>
      </section>
    </>
  );
}
