// Tabs with their panels, on React Aria Components (arrow keys between tabs, the panel follows).
// Import it only from lazy code: React Aria must stay out of the first-load JS.
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import './claim-react-aria-pressable-style';
import './tabs.css';

export type TabItem = {
  id: string;
  label: string;
  content: ReactNode;
  isDisabled?: boolean;
};

export type TabsProps = {
  /** Accessible name of the tab list (e.g. "Seções do usuário"). */
  label: string;
  tabs: TabItem[];
  /** Controlled selection; leave both out to let the tabs hold it (first tab by default). */
  selectedId?: string;
  onSelectionChange?: (id: string) => void;
  defaultSelectedId?: string;
};

export const Tabs = ({
  label,
  tabs,
  selectedId,
  onSelectionChange,
  defaultSelectedId,
}: TabsProps) => (
  <AriaTabs
    className="ui-tabs"
    selectedKey={selectedId}
    defaultSelectedKey={defaultSelectedId}
    onSelectionChange={(key) => onSelectionChange?.(String(key))}
    disabledKeys={tabs.filter((tab) => tab.isDisabled).map((tab) => tab.id)}
  >
    <TabList aria-label={label} className="ui-tabs__list">
      {tabs.map((tab) => (
        <Tab key={tab.id} id={tab.id} className="ui-tabs__tab">
          {tab.label}
        </Tab>
      ))}
    </TabList>
    {tabs.map((tab) => (
      <TabPanel key={tab.id} id={tab.id} className="ui-tabs__panel">
        {tab.content}
      </TabPanel>
    ))}
  </AriaTabs>
);
