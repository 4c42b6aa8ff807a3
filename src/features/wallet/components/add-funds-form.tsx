import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { Loading } from '@/components/ui/spinner';
import { firstField, useFocusFirstInvalid } from '@/lib/focus-field';
import { formatCents } from '@/lib/format';
import { MAX_PAYMENT_CENTS, MIN_PAYMENT_CENTS, numberSigns, parseAmount } from '../amount';
import { useAddFunds, addFundsCall } from '../mutations';
import { paymentMethodsQuery, type PaymentMethod, type Transaction } from '../queries';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { ShowRequest } from '@/components/request/show-request';
import { useFormBounds } from '@/components/openapi-form/field-bounds';
import { useFormDocumentOnFocus } from '@/features/explorer/queries';
import { ContractLimitsNote } from '@/components/openapi-form/contract-limits-note';
import { PaymentError } from './payment-error';

/**
 * Our contract's bounds of a payment's amount, which the live document may tighten
 * (src/test/contract-bounds.test.ts holds them to the contract).
 */
export const TOP_UP_BOUNDS = {
  amountCents: { minimum: MIN_PAYMENT_CENTS, maximum: MAX_PAYMENT_CENTS },
};

/** When a 429 lets us try again; without Retry-After the payment window is a minute. */
function retryAt(error: unknown, at: number): number | undefined {
  return isApiError(error) && error.status === 429
    ? at + (error.retryAfter ?? 60) * 1000
    : undefined;
}

/** Choose a saved method and an amount, review, then one POST per confirmed click. */
export function AddFundsForm({
  currency,
  onDone,
  onCancel,
}: {
  currency: string;
  onDone: (tx: Transaction) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  /** "Visa •••• 4242 (expires 12/27)": the brand is a name, the rest in the chosen language. */
  const methodLabel = (method: PaymentMethod) => {
    const card = `${method.brand.charAt(0).toUpperCase()}${method.brand.slice(1)} •••• ${method.last4}`;
    const expires = method.expires;
    return t`${card} (expires ${expires})`;
  };
  const methods = useQuery(paymentMethodsQuery);
  const addFunds = useAddFunds();
  // The live document (the explorer's, cached for the session): a tighter range it states for the
  // amount is said in the hint and refused before anything is sent.
  const { document, unread, engage } = useFormDocumentOnFocus();
  const bounds = useFormBounds(document, 'post', '/wallet/payments', TOP_UP_BOUNDS).amountCents;
  const [methodId, setMethodId] = useState('');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [review, setReview] = useState<{ cents: number; method: PaymentMethod }>();
  const sending = useRef(false);
  const [payRetryAt, setPayRetryAt] = useState<number>();
  const secondsLeft = useCountdown(payRetryAt ?? retryAt(methods.error, methods.errorUpdatedAt));
  const form = useRef<HTMLFormElement>(null);
  const invalid = useFocusFirstInvalid(form);
  const amountField = useRef<HTMLInputElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  // Each step replaces the dialog's content, and the focused button with it: focus where the
  // step starts (the form's first field, or the amount when coming back to change it; the review's
  // confirm), not the dialog's frame. The form may first show only after the methods load.
  const step =
    methods.isPending || methods.isError || methods.data.items.length === 0
      ? 'other'
      : review
        ? 'review'
        : 'form';
  const cameBack = useRef(false);
  useEffect(() => {
    if (step === 'review')
      (confirmButton.current?.disabled ? changeButton.current : confirmButton.current)?.focus();
    if (step === 'form')
      (cameBack.current ? amountField.current : firstField(form.current))?.focus();
  }, [step]);

  if (methods.isPending) return <Loading label={t`Loading saved payment methods`} />;
  if (methods.isError)
    return (
      <PaymentError
        error={methods.error}
        secondsLeft={secondsLeft}
        onRetry={secondsLeft > 0 ? undefined : () => void methods.refetch()}
      />
    );
  const list = methods.data.items;
  if (list.length === 0) {
    return (
      <p className="text-sm">{t`There is no saved payment method. Add a card in the service’s own web console, then come back here.`}</p>
    );
  }
  const chosen = list.find((method) => method.id === methodId) ?? list[0]!;
  const least = formatCents(Math.max(MIN_PAYMENT_CENTS, bounds.minimum ?? 0), currency);
  const most = formatCents(Math.min(MAX_PAYMENT_CENTS, bounds.maximum ?? Infinity), currency);
  const liveRange =
    bounds.source === 'live' &&
    (bounds.minimum !== MIN_PAYMENT_CENTS || bounds.maximum !== MAX_PAYMENT_CENTS);

  const toReview = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmount(amount, bounds);
    if (!parsed.ok) {
      setAmountError(parsed.error);
      return invalid.focus();
    }
    setAmountError(undefined);
    addFunds.reset();
    setReview({ cents: parsed.cents, method: chosen });
  };
  const confirm = () => {
    if (!review || sending.current || secondsLeft > 0) return;
    sending.current = true;
    addFunds.mutate(
      { amountCents: review.cents, paymentMethodId: review.method.id },
      {
        onSuccess: onDone,
        onError: (failure) => setPayRetryAt(retryAt(failure, Date.now())),
        onSettled: () => void (sending.current = false),
      },
    );
  };

  if (review) {
    const amount = formatCents(review.cents, currency);
    const method = methodLabel(review.method);
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm">
          <Trans>
            Add <strong>{amount}</strong> to the wallet, charged to <strong>{method}</strong>?
          </Trans>
        </p>
        {addFunds.isError ? (
          <PaymentError error={addFunds.error} secondsLeft={secondsLeft} />
        ) : null}
        <ShowRequest
          call={addFundsCall({ amountCents: review.cents, paymentMethodId: review.method.id })}
        />
        <div className="flex justify-end gap-2">
          <Button
            ref={changeButton}
            onClick={() => {
              cameBack.current = true;
              setReview(undefined);
            }}
            disabled={addFunds.isPending}
          >
            {t`Change`}
          </Button>
          <Button
            ref={confirmButton}
            variant="primary"
            onClick={confirm}
            disabled={addFunds.isPending || secondsLeft > 0}
            disabledReason={
              secondsLeft > 0
                ? t`Wait ${secondsLeft} s: payment calls are limited to 15 per minute.`
                : t`Sending…`
            }
          >
            {addFunds.isPending ? t`Adding…` : t`Add ${amount}`}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      ref={form}
      onSubmit={toReview}
      onFocus={engage}
      noValidate
      className="flex flex-col gap-3"
    >
      <Field label={t`Payment method`}>
        {(props) => (
          <select
            {...props}
            className={inputClass}
            value={chosen.id}
            onChange={(event) => setMethodId(event.target.value)}
          >
            {list.map((method) => (
              <option key={method.id} value={method.id}>
                {methodLabel(method)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t`Amount (${currency})`}
        hint={
          liveRange
            ? t`From ${least} to ${most}, as the service’s live document says.`
            : t`From ${least} to ${most}.`
        }
        error={amountError}
      >
        {(props) => (
          <input
            {...props}
            ref={amountField}
            className={inputClass}
            inputMode="decimal"
            autoComplete="off"
            placeholder={`50${numberSigns().decimal}00`}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </Field>
      <ContractLimitsNote shown={unread} />
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>{t`Cancel`}</Button>
        <Button type="submit" variant="primary">
          {t`Review`}
        </Button>
      </div>
    </form>
  );
}
