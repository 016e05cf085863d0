/** 新闻动态: sections arrive with the page's feature issue. */
export default function Page() {
  return (
    <>
      <section className="lt-section">
        <div className="lt-container">
          <h1>新闻动态</h1>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s0">
        <div className="lt-container">
          <h2 id="s0">新闻详情</h2>
        </div>
      </section>
    </>
  );
}
