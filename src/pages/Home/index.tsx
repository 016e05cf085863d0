/** 设计创造价值: sections arrive with the page's feature issue. */
export default function Page() {
  return (
    <>
      <section className="lt-section">
        <div className="lt-container">
          <h1>设计创造价值</h1>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s0">
        <div className="lt-container">
          <h2 id="s0">精选案例</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s1">
        <div className="lt-container">
          <h2 id="s1">服务内容</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s2">
        <div className="lt-container">
          <h2 id="s2">经典案例</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s3">
        <div className="lt-container">
          <h2 id="s3">部门视频</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s4">
        <div className="lt-container">
          <h2 id="s4">新闻动态</h2>
        </div>
      </section>
    </>
  );
}
