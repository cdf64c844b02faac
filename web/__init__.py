"""The local web app (`shinpan serve`): a front end like cli.py, over kb/ and ruling/."""
