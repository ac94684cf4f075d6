package com.example.greeter;

import org.springframework.stereotype.Service;

/** What the app says to a name. */
@Service
public class Greetings {

    public String greet(String name) {
        return "Hello, " + name + "!";
    }
}
