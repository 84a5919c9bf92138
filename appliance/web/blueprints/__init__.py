"""Feature blueprints: each module here defines `blueprint` (a flask.Blueprint) and is registered
by create_app. Route handlers reach the box through `current_app.extensions["appliance"]`."""
