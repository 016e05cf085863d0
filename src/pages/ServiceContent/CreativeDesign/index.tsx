import ServicePage from '../components/ServicePage';

/** 创意设计 */
export default function CreativeDesignPage() {
  return <ServicePage serviceKey="creativeDesign" />;
}
