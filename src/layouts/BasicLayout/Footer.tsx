import { Link } from 'umi';
import { brand, companyFactsText } from '@/content/brand';
import { footerContent, mainNav } from '@/content/navigation';
import { assetUrl } from '@/utils/url';
import Filings from './Filings';
import styles from './Footer.less';

export default function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`lt-container ${styles.footerGrid}`}>
        <section className={styles.footerBrand} aria-label="公司简介">
          <img
            src={assetUrl('images/brand/logo-white.svg')}
            alt={brand.fullName}
            width={160}
            height={40}
            loading="lazy"
          />
          <p className={styles.footerIntro}>{footerContent.intro}</p>
          <p className={styles.footerFacts}>{companyFactsText}</p>
        </section>

        <nav className={styles.footerNav} aria-label="页脚导航">
          {mainNav
            .filter((entry) => entry.list)
            .map((entry) => (
              <div key={entry.path} className={styles.footerCol}>
                <h2 className={styles.footerHeading}>
                  <Link to={entry.path}>{entry.text}</Link>
                </h2>
                <ul>
                  {entry.list!.map((sub) => (
                    <li key={sub.path}>
                      <Link to={sub.path}>{sub.text}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </nav>

        <section className={styles.footerContact} aria-label="联系方式">
          <h2 className={styles.footerHeading}>联系我们</h2>
          <p>
            咨询热线 <a href={`tel:${brand.hotline}`}>{brand.hotline}</a>
          </p>
          <p>
            商务合作 <a href={`mailto:${brand.businessMail}`}>{brand.businessMail}</a>
          </p>
          <p>
            人才招聘 <a href={`mailto:${brand.jobsMail}`}>{brand.jobsMail}</a>
          </p>
          <h2 className={styles.footerHeading}>办公城市</h2>
          <ul className={styles.cityList}>
            {footerContent.cities.map((c) => (
              <li key={c.path}>
                <Link to={c.path}>{c.text}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={`lt-container ${styles.footerBottom}`}>
        {/* A page prerendered in one year and opened in the next: React takes the visitor's year. */}
        <div className={styles.footerLegal}>
          <p suppressHydrationWarning>{`© ${year} ${brand.fullName}`}</p>
          <Filings />
        </div>
        <ul className={styles.footerLinks}>
          {footerContent.links.map((l) => (
            <li key={l.path}>
              <Link to={l.path}>{l.text}</Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.footerTop}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          {footerContent.footerTopText}
          <span className={styles.footerTopArrow} aria-hidden="true" />
        </button>
      </div>
    </footer>
  );
}
