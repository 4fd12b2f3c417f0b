import type { DroneSeries } from './categories.ts';
import type { DroneSlug } from './drone-models.ts';
import type { ProductBase } from './product.ts';
import type {
  CodeFigure,
  DimensionsFigure,
  ListFigure,
  OnRequestFigure,
  Quantity,
  RangeFigure,
  TextFigure,
} from './quantity.ts';

/**
 * Every figure of a model page besides the headline table, SPEC §3 "Detailed figures per
 * model". Listing specs (SPEC §3 "Drone specs") are flightTime, headline.payload and
 * windResistance.
 */
export interface DroneFigures {
  flightTime: Quantity;
  flightTimeFullPayload?: Quantity;
  maxSpeed?: Quantity | RangeFigure;
  /** The speed envelope a multirotor is flown in, e.g. 1–16 m/s. */
  speedRange?: RangeFigure;
  cruiseSpeed?: Quantity | RangeFigure;
  maxAscentSpeed?: Quantity;
  maxDescentSpeed?: Quantity;
  ceiling?: Quantity;
  windResistance: Quantity;
  windResistanceCruise?: Quantity;
  operatingTemp?: RangeFigure | OnRequestFigure;
  wheelbase?: Quantity;
  /** Length × width × height. */
  dimensions?: DimensionsFigure;
  dimensionsFolded?: DimensionsFigure;
  dimensionsUnfolded?: DimensionsFigure;
  /** A composite wing's wingspan × length × height. */
  spanLengthHeight?: DimensionsFigure | OnRequestFigure;
  length?: Quantity;
  rotorSpan?: Quantity;
  height?: Quantity;
  material?: TextFigure;
  fuelTank?: Quantity;
  ipRating?: CodeFigure | OnRequestFigure;
  rainProtection?: TextFigure;
  propulsion?: TextFigure;
  engine?: CodeFigure;
  fuel?: TextFigure;
  gnss?: ListFigure;
  transmissionRange?: Quantity;
  obstacleAvoidance?: TextFigure;
}

/** A drone model: its URL slug, its series, the headline figures of SPEC §3 and the rest. */
export interface Drone extends ProductBase {
  slug: DroneSlug;
  series: DroneSeries;
  /** The model's name as printed on the product, the same in both languages. */
  name: string;
  headline: {
    maxTakeoffWeight: Quantity;
    payload: Quantity;
    range?: Quantity;
  };
  figures: DroneFigures;
  /** Slugs of the payloads that fit this model (payloads.ts); pages link both ways. */
  payloads: readonly string[];
  /** Key Features, in order: catalogue.json "droneFeatures.<id>". */
  keyFeatures: readonly string[];
  /** Questions answered on the model page, in order: catalogue.json "faq.<id>". */
  faq: readonly string[];
}
