"""`python -m appliance`. Guarded: multiprocessing's spawn (the model worker) re-imports this module
in the child, which must not run the CLI again."""
from appliance.cli import main

if __name__ == "__main__":
    main()
