/** 服务内容: sections arrive with the page's feature issue. */
export default function Page() {
  return (
    <>
      <section className="lt-section">
        <div className="lt-container">
          <h1>服务内容</h1>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s0">
        <div className="lt-container">
          <h2 id="s0">六大服务</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s1">
        <div className="lt-container">
          <h2 id="s1">服务行业</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s2">
        <div className="lt-container">
          <h2 id="s2">服务优势</h2>
        </div>
      </section>
    </>
  );
}
