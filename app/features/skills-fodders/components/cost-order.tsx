import { COST_ORDER } from '#app/domain/availability.ts'
import { useTranslate } from '#app/i18n/i18n.tsx'
import styles from './cost-order.module.css'
import { Disclosure } from './disclosure.tsx'

/** The page explains how it ranks donors: the cost order, promotions and the other notes. */
export function CostOrder() {
  const t = useTranslate()
  return (
    // Its summary is the first heading under the page's h1.
    <Disclosure summary={<h2 className={styles.title}>{t('skillsFodders.costOrder.title')}</h2>}>
      <div className={styles.body}>
        <p>{t('skillsFodders.costOrder.intro')}</p>
        <ol className={styles.order}>
          {COST_ORDER.map((category) => (
            <li key={category}>{t(`skills.availabilityLong.${category}`)}</li>
          ))}
        </ol>
        <p>{t('skillsFodders.costOrder.promotion')}</p>
        <p>{t('skillsFodders.costOrder.notUsedUp')}</p>
        <p>{t('skillsFodders.costOrder.slots')}</p>
        <p>{t('skillsFodders.costOrder.divineCodes')}</p>
      </div>
    </Disclosure>
  )
}
