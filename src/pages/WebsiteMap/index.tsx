/** 网站地图: sections arrive with the page's feature issue. */
export default function Page() {
  return (
    <>
      <section className="lt-section">
        <div className="lt-container">
          <h1>网站地图</h1>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s0">
        <div className="lt-container">
          <h2 id="s0">首页</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s1">
        <div className="lt-container">
          <h2 id="s1">客户案例</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s2">
        <div className="lt-container">
          <h2 id="s2">服务内容</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s3">
        <div className="lt-container">
          <h2 id="s3">联系我们</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s4">
        <div className="lt-container">
          <h2 id="s4">关于我们</h2>
        </div>
      </section>
    </>
  );
}
