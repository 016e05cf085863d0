import ServicePage from '../components/ServicePage';

/** 用户体验设计 */
export default function UserExperiencePage() {
  return <ServicePage serviceKey="userExperience" />;
}
