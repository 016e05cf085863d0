/** 案例详情: sections arrive with the page's feature issue. */
export default function Page() {
  return (
    <>
      <section className="lt-section">
        <div className="lt-container">
          <h1>案例详情</h1>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s0">
        <div className="lt-container">
          <h2 id="s0">项目背景</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s1">
        <div className="lt-container">
          <h2 id="s1">挑战</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s2">
        <div className="lt-container">
          <h2 id="s2">解决方案</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s3">
        <div className="lt-container">
          <h2 id="s3">项目成果</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s4">
        <div className="lt-container">
          <h2 id="s4">相关案例</h2>
        </div>
      </section>
    </>
  );
}
