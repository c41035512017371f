// Addresses of the pages behind every purchase-cost figure, copied from shared/reference/purchase-costs-es.md.

export const SOURCES = {
  andalucia:
    'http://www.notariadesevillanervion.com/2025/05/beneficios-fiscales-en-el-impuesto-de.html?m=0',
  aragon: 'https://hipoteo.com/impuestos-compra/aragon',
  asturiasItp:
    'https://ineaf.es/divulgativo/sistema-tributario/itp-ajd/impuesto-sobre-transmisiones-patrimoniales-y-actos-juridicos-documentados-tpo-asturias',
  asturiasAjd:
    'https://ineaf.es/divulgativo/sistema-tributario/itp-ajd/impuesto-sobre-transmisiones-patrimoniales-y-actos-juridicos-documentados-ajd-asturias',
  baleares: 'http://www.atib.es/General/Mostrar_TextoLargo.aspx?idTexto=16198&lang=es',
  balearesYoung:
    'https://www.ocu.org/fincas-y-casas/compraventa/fiscalidad/analisis/2023/08/cambios-itp-baleares',
  balearesAjd: 'https://gaiarealty.es/compro-una-vivienda-en-baleares-tengo-que-pagar-iva-o-itp/',
  canarias: 'https://www.iberley.es/temas/tipos-gravamen-itpajd-islas-canarias-c9795',
  canariasFamily:
    'https://www.ineaf.es/divulgativo/sistema-tributario/itp-ajd/impuesto-sobre-transmisiones-patrimoniales-y-actos-juridicos-documentados-tpo-canarias',
  canariasIgic:
    'https://www.elperiodico.com/es/economia/20251022/rebajas-fiscales-compra-vivienda-abren-122877024',
  canariasIgicReduced:
    'https://ilisastiguiabogados.com/compraventa-vivienda-canarias-que-impuestos-paga-el-comprador',
  cantabria:
    'https://zahoribo.com/boletin-oficial/espana-boe/2024-01-25/ley-32023-26-diciembre-medidas-fiscales-administrativas-ZmEyngMvbOqa/32',
  castillaLaMancha:
    'https://docs.notariacerca.com/castilla-la-mancha-especialidades-itp-edfc90326b2847bfa1148065715e4aeb',
  castillaLeon:
    'http://blog.efl.es/actualidad-juridica/castilla-y-leon-tipos-de-gravamen-de-las-transmisiones-patrimoniales-onerosas-a-partir-del-1-1-2013',
  castillaLeonYoung:
    'https://ramonfraile.blogspot.com/2025/05/tributacion-global-de-la-vivienda-en.html',
  castillaLeonAjd:
    'https://tributos.jcyl.es/web/es/preguntas-frecuentes/beneficios-fiscales-para-jovenes.html',
  cataluna: 'https://martilawyers.com/ca/?p=19145',
  catalunaYoung:
    'https://forohipotecario.es/bonificaciones-fiscales-en-el-itp-por-compra-de-vivienda-en-cataluna-actualizado-2025',
  catalunaAjd: 'https://tucasamegusta.com/modelo-600-i-t-p-comprador',
  extremadura: 'https://www.clavium.es/blog/impuestos-comprar-casa-extremadura/',
  extremaduraYoung:
    'https://www.ocu.org/fincas-y-casas/gestion/gestion-patrimonial/analisis/2025/05/extremadura-facilita-acceso-vivienda',
  galicia:
    'https://elderecho.com/galicia-reducira-al-8-el-impuesto-de-transmisiones-patrimoniales-desde-2024',
  galiciaReduced:
    'https://www.ocu.org/fincas-y-casas/compraventa/fiscalidad/analisis/2023/03/tipos-itp-galicia-2023',
  galiciaAjd:
    'https://diariodearousa.elidealgallego.com/o-salnes/2025-10-31/la-fiscalidad-de-la-vivienda-habitual-en-galicia-comprar-o-alquilar-dos-caminos-con-distinta-carga-tributaria-814945.html',
  madrid: 'https://uci.es/es/blog/itp-en-madrid',
  murcia:
    'https://romehuconsultores.com/articulo/novedades-fiscales-en-la-comunidad-autonoma-de-la-region-de-murcia-para-2025',
  murciaYoung:
    'https://zahoribo.com/boletin-oficial/espana-boe/2024-02-03/ley-42023-28-diciembre-presupuestos-generales-comunidad-autonoma-region-murcia-ejercicio-2024-Y6LQmb1B3LnK/49',
  murciaYoungAjd:
    'https://zahoribo.com/boletin-oficial/espana-boe/2024-02-03/ley-42023-28-diciembre-presupuestos-generales-comunidad-autonoma-region-murcia-ejercicio-2024-Y6LQmb1B3LnK/50',
  navarra: 'https://www.ineaf.es/node/200',
  navarraReduced: 'https://tuhabitatnavarra.com/compradores/',
  paisVasco:
    'https://www.elcorreo.com/economia/boom-inmobiliario-traduce-millones-diputaciones-20250604001307-nt.html',
  paisVascoReduced:
    'https://ineaf.es/divulgativo/sistema-tributario/itp-ajd/impuesto-sobre-transmisiones-patrimoniales-y-actos-juridicos-documentados-tpo-guipuzcoa',
  rioja: 'https://www.legadea.com/impuesto-de-transmisiones-patrimoniales-itp-en-la-rioja',
  riojaYoung:
    'https://fiscal-impuestos.com/rioja-2025-itp-ajd-transmisiones-patrimoniales-tipo-gravamen',
  valencia:
    'https://zahoribo.com/boletin-oficial/espana-boe/2024-02-13/ley-72023-26-diciembre-medidas-fiscales-gestion-administrativa-financiera-organizacion-generalitat-6qL5keAoXOyp/32',
  ceutaMelillaItp:
    'https://www.elperiodicodearagon.com/vivienda-en-aragon/2021/07/16/guia-impuesto-transmisiones-patrimoniales-55111427.html',
  ceutaIpsi: 'http://elpueblodeceuta.com/201003/20100314/201003141201.html',
  melillaIpsi:
    'https://www.melilla.es/melillaportal/contenedor.jsp?seccion=s_fdes_d4_v1.jsp&codbusqueda=227&language=es&codResi=1&codMenuPN=601&codMenuSN=1&codMenuTN=182&codMenu=338&layout=contenedor.jsp',
  // Pages of the 2026-11 rates audit (shared/reference/rates-audit-2026-11.md).
  valencia2026:
    'https://lawyersinvalencia.com/en/tax-reduction-for-property-purchases-in-comunitat-valenciana-from-10-to-9-from-june-2026-among-other-tax-changes',
  valenciaLaw: 'https://www.boe.es/buscar/doc.php?id=BOE-A-2025-11959',
  murciaLaw:
    'https://diariolaley.laleynext.es/dll/2025/07/30/murcia-bonificaciones-fiscales-reducciones-y-otros-ajustes-tributarios-en-el-irpf-itp-y-ajd-ip-y-tasas-y-precios-publicos-ley-3-2025-de-23-de-julio',
  catalunaDl: 'https://brosa.es/modificaciones-itp-en-cataluna/',
  extremadura2026: 'https://portaltributario.juntaex.es/PortalTributario/web/guest/itpajd26',
  extremaduraJan2025:
    'https://blog.efl.es/actualidad-juridica/novedades-en-extremadura-rf-05-25-28-de-enero-de-2025-al-03-de-febrero-de-2025-3',
  balearesCaps:
    'https://www.noticiasmallorca.es/noticias/Econom%C3%ADa/2026/03/17/111719-2856632.php',
  balearesOrden13:
    'https://intranet.caib.es/eboibfront/es/2026/12293/717053/orden-13-2026-del-consejero-de-economia-hacienda-e/xml',
  canarias2026:
    'https://www.canarias7.es/politica/canarias-prioriza-acceso-vivienda-nuevos-presupuestos-autonomicos-20251023180322-nt.html',
  canariasVpoIgic:
    'https://blog.efl.es/actualidad-juridica/tipo-de-gravamen-del-igic-en-las-operaciones-relacionadas-con-las-viviendas',
  galicia2026: 'https://www.fiscal-impuestos.com/galicia-2026-medidas-fiscales',
  madridLaw: 'https://bocm.es/eli/es-md/l/2024/11/20/5',
  cantabriaBill:
    'https://www.europapress.es/cantabria/noticia-pp-prc-sellan-acuerdo-presupuestario-2026-24-medidas-vivienda-sanidad-educacion-20260306114658.html',
  castillaLaManchaBill:
    'https://www.europapress.es/castilla-lamancha/noticia-lm-estima-desgravaciones-fiscales-incluidas-ley-acompanamiento-beneficiaran-13000-contribuyentes-20260203115806.html',
  castillaLaManchaAjd:
    'https://diariodelamancha.com/el-peso-de-los-impuestos-encarece-un-20-la-vivienda-en-castilla-la-mancha',
  ceutaMelillaLaw:
    'https://studylib.es/doc/1819928/real-decreto-legislativo-1-1993--de-24-de-septiembre--por...',
  ivaDgt:
    'https://www.e-consulting.org/comunicacion/sala-de-prensa/la-dgt-aclara-que-iva-se-paga-al-comprar-una-vivienda-de-proteccion-oficial-de-regimen-general',
  /** Bank list of AJD rates and IVA on new homes, used where no regional page was found. */
  sabadell:
    'https://www.bancsabadell.com/bsnacional/es/blog/impuestos-asociados-a-la-compra-de-una-vivienda-nueva/',
  referenceValue: 'https://lexxban.com/impuesto-de-transmisiones-patrimoniales',
  notaryScale: 'https://notariadoblado.com/ca/faq/aranzel-notarial/',
  feeCut:
    'https://www.diariocritico.com/noticia/209706/noticias/el-gobierno-rebaja-un-5-los-aranceles-para-notarios-y-registradores.html',
  typicalDeedCosts: 'https://blog.a10inmobiliaria.es/gastos-de-compraventa-de-una-vivienda',
  registryScale: 'https://www.viviendaenmadrid.com/gastos-registro-propiedad',
  gestoria: 'https://rastreator.com/diccionario/gastos-gestoria',
  appraisal: 'https://www.valmesa.com/cuanto-cuesta-tasar-una-vivienda',
  lenderPays:
    'https://www.hayderecho.com/2019/02/03/los-gastos-de-hipoteca-en-la-ley-de-credito-inmobiliario/',
  lenderPaysAjd:
    'https://aragon.es/-/actos-juridicos-documentados-documentos-notariales-y-judiciales-',
} as const;
