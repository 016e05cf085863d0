import { Modal } from 'antd';
import { useDispatch } from 'umi';
import AntdScope from '@/components/AntdScope';
import ConsultForm from '@/components/ConsultForm';

/** The consultation popup (global `formPopupMask`), opened by the floating button and every call to action. */
export default function ConsultPopup() {
  const dispatch = useDispatch();
  const close = () => dispatch({ type: 'global/save', payload: { formPopupMask: false } });
  return (
    <AntdScope>
      <Modal
        open
        title="预约咨询"
        onCancel={close}
        footer={null}
        width={640}
        destroyOnHidden
        centered
      >
        <ConsultForm variant="popup" onClose={close} />
      </Modal>
    </AntdScope>
  );
}
