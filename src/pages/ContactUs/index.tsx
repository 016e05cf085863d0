/** 联系我们: sections arrive with the page's feature issue. */
export default function Page() {
  return (
    <>
      <section className="lt-section">
        <div className="lt-container">
          <h1>联系我们</h1>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s0">
        <div className="lt-container">
          <h2 id="s0">办公城市</h2>
        </div>
      </section>
      <section className="lt-section" aria-labelledby="s1">
        <div className="lt-container">
          <h2 id="s1">预约咨询</h2>
        </div>
      </section>
    </>
  );
}
