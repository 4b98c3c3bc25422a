import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation gets a confirmation,
 * closing or reloading the tab the browser's own prompt. `markDirty` on any change,
 * `release` right before navigating away after a save.
 */
export function useLeaveGuard() {
  const { t } = useTranslation('items');
  const { modal } = App.useApp();
  const dirty = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('leave.title'),
      content: t('leave.text'),
      okText: t('leave.ok'),
      cancelText: t('leave.stay'),
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);

  useEffect(() => {
    const onUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, []);

  return {
    markDirty: () => {
      dirty.current = true;
    },
    release: () => {
      dirty.current = false;
    },
  };
}
