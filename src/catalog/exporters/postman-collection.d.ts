// The package ships typings it does not declare in package.json; these cover what the exporter uses.
declare module 'postman-collection' {
  interface PropertyList<T> {
    add(item: T): void;
  }
  interface SdkItem {
    toJSON(): object;
  }
  interface SdkItemGroup extends SdkItem {
    items: PropertyList<SdkItem>;
  }
  const sdk: {
    Collection: new (definition: object) => SdkItemGroup;
    Item: new (definition: object) => SdkItem;
    ItemGroup: new (definition: object) => SdkItemGroup;
  };
  export default sdk;
}
