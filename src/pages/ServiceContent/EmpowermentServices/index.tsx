import ServicePage from '../components/ServicePage';

/** 赋能服务 */
export default function EmpowermentServicesPage() {
  return <ServicePage serviceKey="empowermentServices" />;
}
