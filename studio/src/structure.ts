// Desk structure: the singletons open as single documents, then one list per document type.
import type { StructureResolver } from 'sanity/structure';
import { singletonTypes } from './schemaTypes';

const SINGLETONS = singletonTypes.map((type) => ({
  id: type.name,
  type: type.name,
  title: type.title,
}));

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Contenido')
    .items([
      ...SINGLETONS.map(({ id, type, title }) =>
        S.listItem()
          .id(id)
          .title(title ?? id)
          .child(S.document().schemaType(type).documentId(id)),
      ),
      S.divider(),
      S.documentTypeListItem('guideArticle').title('Guías'),
      S.documentTypeListItem('landingPage').title('Páginas de aterrizaje'),
      S.documentTypeListItem('listingTemplate').title('Plantillas de anuncio'),
      S.documentTypeListItem('legalPage').title('Páginas legales'),
      S.documentTypeListItem('communityGuide').title('Gastos por comunidad'),
      S.documentTypeListItem('author').title('Autores'),
    ]);

export const singletonTypeNames: ReadonlySet<string> = new Set(SINGLETONS.map(({ type }) => type));
