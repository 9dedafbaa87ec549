// The 404 page for any unknown route.
import { Link } from 'react-router-dom';

export function NotFoundScreen() {
  return (
    <section className="screen not-found">
      <h1>Error 404, Cannot Find Page</h1>
      <p>Please check the URL you are looking for</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
