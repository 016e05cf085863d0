/** 用户体验设计详情: sections arrive with the page's feature issue. */
export default function Page() {
  return (
    <>
      <section className="lt-section">
        <div className="lt-container">
          <h1>用户体验设计详情</h1>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s0">
        <div className="lt-container">
          <h2 id="s0">设计方法</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s1">
        <div className="lt-container">
          <h2 id="s1">设计流程</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s2">
        <div className="lt-container">
          <h2 id="s2">交付物</h2>
        </div>
      </section>
    </>
  );
}
