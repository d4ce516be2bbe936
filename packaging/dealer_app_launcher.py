"""Start the desktop bundle exactly like the ``dealer-app`` command."""

import sys

from dealer_app.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
