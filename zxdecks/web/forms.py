"""Account forms."""

from django.contrib.auth.forms import UserCreationForm
from django.contrib.auth.models import User


class SignUpForm(UserCreationForm[User]):
    """Sign-up with a user name and password (e-mail optional)."""

    class Meta(UserCreationForm.Meta):
        model = User
        fields = ("username", "email")
