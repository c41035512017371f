import * as React from 'react';
export default function P() {
  return <h1>Page Not Found</h1>;
}
