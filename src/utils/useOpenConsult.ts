import { useCallback } from 'react';
import { useDispatch } from 'umi';

/** Opens the layout's consultation popup (the floating button and every call to action). */
export default function useOpenConsult(): () => void {
  const dispatch = useDispatch();
  return useCallback(() => {
    dispatch({ type: 'global/openConsult' });
  }, [dispatch]);
}
