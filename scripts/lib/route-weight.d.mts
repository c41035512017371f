// Types of route-weight.mjs for the TypeScript callers (the e2e helpers).
export interface FirstLoadFiles {
  scripts: Set<string>;
  styles: Set<string>;
}

export interface RouteWeight {
  route: string;
  htmlBytes: number;
  htmlGzip: number;
  jsGzip: number;
  cssGzip: number;
  scripts: string[];
}

export function builtRoutes(publicDir: string): [route: string, file: string][];
export function firstLoadFiles(publicDir: string, route: string, html: string): FirstLoadFiles;
export function routeWeight(publicDir: string, route: string, htmlFile: string): RouteWeight;
export function allRouteWeights(publicDir: string): RouteWeight[];
