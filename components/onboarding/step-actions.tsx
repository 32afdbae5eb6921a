import { SubmitButton } from '@/components/form/app-form';
import { Button } from '@/components/ui/button';
import styles from './onboarding.module.css';

export interface StepActionsProps {
  /** Absent on the first step. */
  onBack?: () => void;
  /** The step is saving: Back waits for it. */
  pending: boolean;
  submitText?: string;
}

export function StepActions({ onBack, pending, submitText = 'Далее' }: StepActionsProps) {
  return (
    <div className={styles.actions}>
      {onBack && (
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          Назад
        </Button>
      )}
      <SubmitButton>{submitText}</SubmitButton>
    </div>
  );
}
