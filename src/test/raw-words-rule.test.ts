// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The raw-words rule (eslint.words.js, docs/i18n.md) on small fixtures, with the repository's own
 * ESLint configuration, so a rule that is dropped or loosened fails here.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function rawWords(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'words/no-raw-text')
    .map((message) => message.message);
}

describe('raw words in JSX', { timeout: 60_000 }, () => {
  it('are refused as text, as a string child and in shown or spoken attributes', async () => {
    expect(
      await rawWords(
        'src/features/volumes/fixture.tsx',
        'export const A = () => <p>Create volume</p>;\n',
      ),
    ).toHaveLength(1);
    expect(
      await rawWords(
        'src/components/ui/fixture.tsx',
        "export const A = () => <p>{'Delete'}</p>;\n",
      ),
    ).toHaveLength(1);
    expect(
      await rawWords(
        'src/routes/fixture.tsx',
        'export const A = () => <button aria-label="Close the dialog" title="Close" />;\n',
      ),
    ).toHaveLength(2);
    expect(
      await rawWords(
        'src/lib/fixture.tsx',
        'export const A = () => <input placeholder="Search servers" />;\n',
      ),
    ).toHaveLength(1);
  });

  it('leave alone words inside <Trans>, class names, ids, symbols and tests', async () => {
    const code = [
      "import { Trans, useLingui } from '@lingui/react/macro';",
      'export const A = ({ id }: { id: string }) => {',
      '  const { t } = useLingui();',
      '  return <p id={`panel-${id}`} className="text-sm font-semibold" title={t`Close`}><Trans>Sent <b>twice</b></Trans> · {id} ✓</p>;',
      '};',
      '',
    ].join('\n');
    expect(await rawWords('src/features/volumes/fixture.tsx', code)).toEqual([]);
    expect(
      await rawWords(
        'src/features/volumes/fixture.test.tsx',
        'export const A = () => <p>Create volume</p>;\n',
      ),
    ).toEqual([]);
  });
});
