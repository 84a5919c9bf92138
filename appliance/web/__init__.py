"""The crew page: flask app served by waitress, every asset from the box itself."""
