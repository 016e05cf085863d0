import { useCallback } from 'react';
import { useDispatch } from 'umi';

/** Opens the layout's consultation popup (global `formPopupMask`). */
export default function useOpenConsult(): () => void {
  const dispatch = useDispatch();
  return useCallback(() => {
    dispatch({ type: 'global/save', payload: { formPopupMask: true } });
  }, [dispatch]);
}
