/** 用户体验设计: sections arrive with the page's feature issue. */
export default function Page() {
  return (
    <>
      <section className="lt-section">
        <div className="lt-container">
          <h1>用户体验设计</h1>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s0">
        <div className="lt-container">
          <h2 id="s0">服务项目</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s1">
        <div className="lt-container">
          <h2 id="s1">工作流程</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s2">
        <div className="lt-container">
          <h2 id="s2">代表案例</h2>
        </div>
      </section>
    </>
  );
}
