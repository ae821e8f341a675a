// The package ships typings it does not declare in package.json; these cover what the exporter uses.
declare module 'postman-collection' {
  interface PropertyList<T> {
    add(item: T): void;
  }
  class Item {
    constructor(definition: object);
    toJSON(): object;
  }
  class ItemGroup {
    constructor(definition: object);
    items: PropertyList<Item | ItemGroup>;
    toJSON(): object;
  }
  const sdk: { Collection: typeof ItemGroup; Item: typeof Item; ItemGroup: typeof ItemGroup };
  export default sdk;
}
