import type { TeamMember } from '@/types/api';
import LazyImage from '@/components/LazyImage';
import { slots } from '@/styles/slots';
import styles from './index.less';

export interface PeopleGridProps {
  people: TeamMember[];
  headingLevel?: 'h3' | 'h4';
}

/** Leaders or team members: drawn avatar, name, post and a short introduction. */
export default function PeopleGrid({ people, headingLevel: Heading = 'h3' }: PeopleGridProps) {
  return (
    <ul className={styles.grid}>
      {people.map((person) => (
        <li key={person.name} className={styles.person}>
          <div className={styles.avatar}>
            <LazyImage
              src={person.img}
              alt={`${person.name}的头像插画`}
              width={320}
              height={320}
              slot={slots.person}
            />
          </div>
          <div className={styles.text}>
            <Heading className={styles.name}>{person.name}</Heading>
            <p className={styles.post}>{person.post}</p>
            <p className={styles.describe}>{person.describe}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
