import ServicePage from '../components/ServicePage';

/** 内容运营 */
export default function ApplyingGrowthPage() {
  return <ServicePage serviceKey="applyingGrowth" />;
}
