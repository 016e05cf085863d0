import LazyImage from '@/components/LazyImage';
import { slots } from '@/styles/slots';
import { contactPageContent, mapServiceUrl } from '@/content/contactPage';
import type { Office } from '@/types/api';
import styles from './index.less';

const copy = contactPageContent.offices;

/** `tel:` keeps digits and a leading +: '139-0571-2005' → tel:13905712005. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

interface Props {
  office: Office;
  isHeadquarters: boolean;
}

/** One office: city picture and contact lines, then the map with every address and a map-service link. */
export default function OfficeDetail({ office, isHeadquarters }: Props) {
  const names = office.addressList.map((a) => a.name);
  return (
    <>
      <div className={styles.overview}>
        <div className={styles.cover}>
          <LazyImage
            src={office.coverImg}
            alt={copy.coverAlt(office.name)}
            width={800}
            height={500}
            slot={slots.officeCover}
          />
        </div>
        <div className={styles.info}>
          <p className={styles.kicker}>
            {isHeadquarters ? copy.headquartersTag : office.addressList[0]?.name}
            <span aria-hidden="true"> · </span>
            {copy.addressCount(office.addressList.length)}
          </p>
          <h3 className={styles.city}>{office.name}</h3>
          <dl className={styles.contacts}>
            <div className={styles.contactRow}>
              <dt>{copy.phoneLabel}</dt>
              <dd>
                <a className={styles.contactLink} href={telHref(office.phone)}>
                  {office.phone}
                </a>
                <span className={styles.transfer}>{office.transfer}</span>
              </dd>
            </div>
            <div className={styles.contactRow}>
              <dt>{copy.circuitLabel}</dt>
              <dd>
                <a className={styles.contactLink} href={telHref(office.circuit)}>
                  {office.circuit}
                </a>
              </dd>
            </div>
            <div className={styles.contactRow}>
              <dt>{copy.emailLabel}</dt>
              <dd>
                <a className={styles.contactLink} href={`mailto:${office.email}`}>
                  {office.email}
                </a>
              </dd>
            </div>
          </dl>
        </div>
      </div>

      <div className={styles.locations}>
        <div className={styles.map}>
          <LazyImage
            src={office.mapImg}
            alt={copy.mapAlt(office.name, names)}
            width={800}
            height={500}
            slot={slots.officeMap}
          />
        </div>
        <div className={styles.addressBlock}>
          <h4 className={styles.addressTitle}>{copy.addressesTitle}</h4>
          <ol>
            {office.addressList.map((item, i) => (
              <li key={`${item.name}-${item.lng}-${item.lat}`} className={styles.address}>
                <span className={styles.pin} data-first={i === 0 || undefined} aria-hidden="true">
                  {i + 1}
                </span>
                <div className={styles.addressText}>
                  <p className={styles.addressName}>{item.name}</p>
                  <p className={styles.addressLine}>{item.address}</p>
                  <a
                    className={styles.mapLink}
                    href={mapServiceUrl(item.lng, item.lat, `${office.name}${item.name}`)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {copy.mapLinkText}
                    <span className="sr-only">
                      ：{office.name}
                      {item.name}
                      {copy.mapLinkHint}
                    </span>
                    <span className={styles.external} aria-hidden="true" />
                  </a>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </>
  );
}
