import type { Translation } from '../en/index.ts';

export const rates: Translation['rates'] = {
  range: {
    line: 'Mercado: {{low}}–{{high}}/mi · mediana {{median}} · {{deals}} acuerdos en {{days}} días',
    scope: {
      zip3: 'Mercados de ZIP de 3 dígitos {{origin}} → {{destination}}',
      state: 'Estados {{origin}} → {{destination}}',
    },
    none: 'Todavía no hay suficientes acuerdos en esta ruta para mostrar lo que paga.',
    loading: 'Consultando lo que paga esta ruta...',
    failed: 'No se pudo consultar lo que paga esta ruta.',
    yourRate: 'Su tarifa equivale a {{perMile}} en {{miles}}',
    yourRatePerMile: 'Su tarifa por milla, {{perMile}}',
    postRate: 'Esta publicación: {{perMile}}',
    useMedian: 'Usar la mediana',
    useMedianRate: 'Poner la tarifa mediana, {{value}}',
  },
  marks: {
    below: 'Bajo el mercado',
    at: 'En el mercado',
    above: 'Sobre el mercado',
    title: {
      below: 'Por debajo de la mitad central de lo que pagó esta ruta en los últimos 30 días',
      at: 'Dentro de la mitad central de lo que pagó esta ruta en los últimos 30 días',
      above: 'Por encima de la mitad central de lo que pagó esta ruta en los últimos 30 días',
    },
  },
  chart: {
    title: 'Mercado en esta ruta',
    caption: 'Tarifa mediana por milla y acuerdos por semana, últimas 12 semanas',
    median: 'Tarifa mediana por milla',
    deals: 'Acuerdos',
    week: 'Semana del {{day}}',
    ownRate: 'Esta publicación {{value}}',
    fewDeals: 'Muy pocos acuerdos esa semana para mostrar una mediana',
    weekColumn: 'Semana',
    summary:
      '{{deals}} acuerdos en las últimas 12 semanas; la mediana semanal más reciente es {{median}} por milla.',
    summaryNoMedian:
      '{{deals}} acuerdos en las últimas 12 semanas; ninguna semana tuvo suficientes acuerdos para una mediana.',
  },
  window: '{{days}} días',
  filters: {
    loadType: 'Tipo de carga',
    allTypes: 'Todos los tipos',
    days: 'Periodo',
  },
  lookup: {
    title: 'Consultar una ruta',
    label: 'Ruta a consultar',
    originZip: 'ZIP de origen',
    destinationZip: 'ZIP de destino',
    submit: 'Consultar',
    hint: 'Escriba ambos códigos ZIP para ver lo que paga la ruta.',
  },
  board: {
    title: 'En toda la bolsa',
    description: 'Las rutas con más actividad y lo que paga cada estado, por periodo y tipo de carga.',
    filters: 'Cifras de toda la bolsa',
  },
  topLanes: {
    title: 'Rutas principales',
    caption: 'Las rutas con más acuerdos en los últimos {{days}} días, por mercado de ZIP de 3 dígitos',
    lane: 'Ruta',
    deals: 'Acuerdos',
    median: 'Mediana por milla',
    change: 'Cambio',
    changeHint: 'Frente a los {{days}} días anteriores',
    noChange: 'Nueva',
    noChangeHint: 'Muy pocos acuerdos en los {{days}} días anteriores para comparar',
    empty: 'Ninguna ruta tiene todavía suficientes acuerdos en este periodo.',
    failed: 'No se pudieron cargar las rutas principales.',
  },
  states: {
    title: 'Tarifa mediana de salida por estado',
    caption: 'Tarifa mediana por milla de los acuerdos recogidos en cada estado, últimos {{days}} días',
    legend: 'Tarifa mediana por milla',
    none: 'Muy pocos acuerdos',
    state: 'Estado',
    tooltip: '{{state}}: {{median}} · {{deals}} acuerdos',
    tooltipNone: '{{state}}: muy pocos acuerdos para mostrar una mediana',
    summary:
      '{{states}} estados tienen una tarifa mediana; la más alta es {{highest}} y la más baja {{lowest}}.',
    summaryNone: 'Ningún estado tiene todavía suficientes acuerdos en este periodo.',
    failed: 'No se pudieron cargar los estados.',
    mapFailed: 'No se pudo dibujar el mapa.',
  },
};
