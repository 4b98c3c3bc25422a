import { useCallback, useState } from 'react';
import type { UserInfo } from '../../session/session.ts';
import { AgreementGate } from './AgreementGate.tsx';
import { SetupGate } from './SetupGate.tsx';

/** The agreement gate, then the setup gate, over the main layout. */
export function Gates({ user }: { user: UserInfo }) {
  const [signed, setSigned] = useState(false);
  const onSigned = useCallback(() => setSigned(true), []);
  return signed ? <SetupGate user={user} /> : <AgreementGate user={user} onSigned={onSigned} />;
}
