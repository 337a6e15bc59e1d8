/** The success envelope (contracts' `success`) around a handler's data, with its message if it has one. */
export function successAnswer<T>(
  data: T,
  message?: string,
): { status: 'success'; data: T; message?: string } {
  return message === undefined ? { status: 'success', data } : { status: 'success', data, message };
}
