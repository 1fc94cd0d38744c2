export function Notice({ error, message }: { error?: string | null; message?: string | null }) {
  if (error)
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  if (message)
    return (
      <p className="notice" role="status">
        {message}
      </p>
    );
  return null;
}
