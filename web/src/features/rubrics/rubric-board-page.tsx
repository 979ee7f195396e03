import { Button } from '../../components/ui/button';
import { Fieldset } from '../../components/ui/fieldset';
import layout from '../../components/ui/layout.module.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newsInputSchema, type Rubric } from '@dapnet/model';
import { MessageField, SelectField, useEntityForm } from '../../components/form';
import { PageTitle } from '../../components/page/page-title';
import { SidePanelLayout } from '../../components/page/side-panel';
import { paths } from '../../lib/paths';
import { NEWS_KEY, postNews } from './api';
import { rubricSlotsQuery } from './board-api';
import { boardSlots, fallsOff, replaced, TOP } from './board-slots';
import { confirmReplaceSlot } from './confirm-replace-slot';
import { RubricBoard } from './rubric-board';
import styles from './rubric-board.module.css';

/**
 * A rubric's ten slots and, beside them, new text for the top (the others move down, the Core's
 * "choose automatically") or for one slot (replacing it, after asking when it holds text). The
 * message box previews the text as a pager shows it. Writes go through POST /news.
 */
export function RubricBoardPage({ rubric }: { rubric: Rubric }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const slotsQuery = rubricSlotsQuery(rubric.name);
  const slots = boardSlots(useQuery(slotsQuery).data);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const form = useEntityForm({
    fields: {
      text: { initial: '', label: t('rubricContent.fields.text') },
      place: { initial: String(TOP) as string | null, label: t('rubricBoard.place.label') },
    },
    body: ({ text, place }) => ({ text, rubricName: rubric.name, number: Number(place) }),
    schema: newsInputSchema,
    confirm: ({ number }) => {
      const old = replaced(slots, number);
      return old ? confirmReplaceSlot(number, old.text) : true;
    },
    send: {
      // The board is fetched again before the page shows it, so it never shows the old slots.
      request: async (body) => {
        await postNews(body);
        await queryClient.invalidateQueries({ queryKey: slotsQuery.queryKey });
      },
      invalidate: NEWS_KEY,
      then: paths.rubrics.board.href(rubric.name),
    },
  });

  const chooseSlot = (number: number) => {
    form.set('place', String(number));
    // The message box is the next thing to fill in; MessageField keeps its textarea to itself.
    fieldsRef.current?.querySelector('textarea')?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.sending) void form.submit();
  };
  const placeOptions = [
    { value: String(TOP), label: t('rubricBoard.place.top') },
    ...slots.map(({ number, news }) => ({
      value: String(number),
      label: t(news ? 'rubricBoard.place.replace' : 'rubricBoard.place.fill', { number }),
    })),
  ];
  const atTop = form.values.place === String(TOP);
  const dropped = fallsOff(slots);
  const topHint = dropped
    ? t('rubricBoard.place.fallsOff', { text: dropped.text })
    : t('rubricBoard.place.movesDown');

  return (
    <div className={layout.page}>
      <PageTitle />
      <p className={styles.rubric}>
        {t('rubricBoard.rubric', { name: rubric.name, label: rubric.label, number: rubric.number })}
      </p>
      <SidePanelLayout className={styles.columns}>
        <RubricBoard slots={slots} onReplace={chooseSlot} />
        <form onSubmit={submit} noValidate>
          <Fieldset legend={t('rubricBoard.legend')} disabled={form.sending}>
            <div ref={fieldsRef} className={styles.fields}>
              <SelectField
                label={t('rubricBoard.place.label')}
                options={placeOptions}
                {...form.field('place')}
                description={atTop ? topHint : undefined}
              />
              <MessageField label={t('rubricContent.fields.text')} {...form.field('text')} />
            </div>
          </Fieldset>
          <Button type="submit" loading={form.sending} className={layout.mtMd}>
            {atTop
              ? t('rubricBoard.submitTop')
              : t('rubricBoard.submitSlot', { number: form.values.place })}
          </Button>
        </form>
      </SidePanelLayout>
    </div>
  );
}
