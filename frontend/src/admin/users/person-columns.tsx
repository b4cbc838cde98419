import { DataTable } from 'react-admin';
import { ShowLinkField } from '../common/ShowLinkField';

/** Every people list starts with the name, a link to the person's page, and the email (the row cards read them too). */
export const personColumns = [
  <DataTable.Col key="name" source="name">
    <ShowLinkField source="name" />
  </DataTable.Col>,
  <DataTable.Col key="email" source="email" />,
];
