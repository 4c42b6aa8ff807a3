/**
 * What a console form shows when the live document differs from what it sends (use-live-body.ts):
 * the fields the service now requires, built from its document as the explorer builds its forms and
 * marked as the live service's, and the fields it no longer lists, said before anything is sent.
 */
import { useLingui } from '@lingui/react/macro';
import { Notice } from '@/components/ui/notice';
import { OperationFields } from './operation-fields';
import type { LiveBody } from './use-live-body';

export { liveBody, liveValues } from '@/lib/openapi/live-body';

export function LiveBodyFieldsView({ live }: { live: LiveBody }) {
  const { t } = useLingui();
  const operation = `${live.target.method.toUpperCase()} ${live.target.path}`;
  const names = live.dropped.join(', ');
  return (
    <div className="flex max-w-3xl flex-col gap-3" data-testid="live-body-fields">
      {live.fields.length > 0 ? (
        <>
          <Notice tone="info" title={t`The live service asks for more than this console knows`}>
            {t`The service's document requires fields for ${operation} that this console does not have. They are built from the document, below, and sent with the request.`}
          </Notice>
          <OperationFields
            model={{ fields: live.fields, bodyMode: 'form', bodyNote: undefined }}
            form={{ values: live.values, bodyText: '' }}
            problems={live.problems}
            showProblems={live.showProblems}
            onValue={live.setValue}
            idPrefix={live.target.idPrefix}
            legend={t`From the live service`}
          />
        </>
      ) : null}
      {live.dropped.length > 0 ? (
        <Notice tone="warning" title={t`The live service no longer lists fields this form sends`}>
          {t`This form sends ${names}, which the service's document no longer lists for ${operation}: the service may refuse the request or ignore them.`}
        </Notice>
      ) : null}
    </div>
  );
}
